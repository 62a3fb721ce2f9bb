import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { ImageUpload } from '../ImageUpload/ImageUpload.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Select } from '../Select/Select.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ErrorSummary, type FieldError } from './ErrorSummary.tsx';
import { FormLayout } from './FormLayout.tsx';

const meta = {
  title: 'Forms/FormLayout',
  component: FormLayout,
  tags: ['autodocs'],
  args: {
    title: 'Apply for Weekend reload 30%',
    description: 'We check applications within 24 hours.',
    children: null,
    actions: null,
    onSubmit: fn(),
  },
} satisfies Meta<typeof FormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Words {
  comment: string;
  screenshots: string;
  terms: string;
  submit: string;
  commentMissing: string;
  termsMissing: string;
}

const english: Words = {
  comment: 'Comment',
  screenshots: 'Screenshots',
  terms: 'I have read the promotion rules',
  submit: 'Apply',
  commentMissing: 'Enter a comment for the reviewer',
  termsMissing: 'Confirm that you have read the rules',
};

/** The activity application as a screen builds it; the story stands in for the domain's checks. */
function ActivityApplication({
  title,
  description,
  words = english,
  onSubmit,
  initialErrors = [],
}: {
  title?: string;
  description?: string;
  words?: Words;
  onSubmit?: () => void;
  initialErrors?: FieldError[];
}) {
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>(initialErrors);
  const [submits, setSubmits] = useState(0);
  const errorOf = (id: string) => errors.find((error) => error.id === id)?.message;
  return (
    <FormLayout
      title={title}
      description={description}
      errorSummary={<ErrorSummary key={submits} errors={errors} />}
      onSubmit={(event) => {
        event.preventDefault();
        const found: FieldError[] = [];
        if (comment.trim() === '') found.push({ id: 'comment', message: words.commentMissing });
        if (!accepted) found.push({ id: 'rules', message: words.termsMissing });
        setErrors(found);
        setSubmits((count) => count + 1);
        if (found.length === 0) onSubmit?.();
      }}
      actions={
        <Button type="submit" block size="large">
          {words.submit}
        </Button>
      }
    >
      <TextArea
        id="comment"
        label={words.comment}
        value={comment}
        onValueChange={setComment}
        maxLength={140}
        error={errorOf('comment')}
      />
      <ImageUpload
        id="screenshots"
        label={words.screenshots}
        files={files}
        onChange={(next) => setFiles(next.slice(0, 3))}
        maxCount={3}
        maxBytes={5 * 1024 * 1024}
        accept={['image/png', 'image/jpeg']}
      />
      <Checkbox id="rules" checked={accepted} onCheckedChange={setAccepted} error={errorOf('rules')}>
        {words.terms}
      </Checkbox>
    </FormLayout>
  );
}

export const ActivityApplicationForm: Story = {
  render: (args) => <ActivityApplication title={args.title} description={args.description} onSubmit={args.onSubmit} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Apply for Weekend reload 30%' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('There is a problem');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'Enter a comment for the reviewer' }));
    await expect(canvas.getByRole('textbox', { name: 'Comment' })).toHaveFocus();
  },
};

/** After a failed submit: the summary on top, each field with its own message. */
export const WithErrors: Story = {
  render: (args) => (
    <ActivityApplication
      title={args.title}
      initialErrors={[
        { id: 'comment', message: english.commentMissing },
        { id: 'rules', message: english.termsMissing },
      ]}
    />
  ),
};

/** Inside a dialog the dialog's title names the form: no title of its own. */
export const WithoutTitle: Story = {
  render: () => (
    <FormLayout
      aria-label="Bank account"
      actions={
        <>
          <Button type="submit" block>
            Save
          </Button>
          <Button variant="ghost" block>
            Cancel
          </Button>
        </>
      }
    >
      <Select
        label="Bank"
        value="MBB"
        options={[
          { value: 'MBB', label: 'Maybank' },
          { value: 'CIMB', label: 'CIMB Bank' },
        ]}
      />
      <TextField label="Account number" value="5140 1234 5678" inputMode="numeric" />
      <RadioGroup
        legend="Account type"
        variant="cards"
        value="savings"
        onValueChange={() => {}}
        options={[
          { value: 'savings', label: 'Savings' },
          { value: 'current', label: 'Current' },
        ]}
      />
    </FormLayout>
  ),
};

export const Malay: Story = {
  globals: { language: 'ms' },
  render: () => (
    <ActivityApplication
      title="Mohon Tambah Nilai Hujung Minggu 30%"
      description="Kami menyemak permohonan dalam masa 24 jam."
      words={{
        comment: 'Komen',
        screenshots: 'Tangkapan skrin',
        terms: 'Saya telah membaca peraturan promosi',
        submit: 'Mohon',
        commentMissing: 'Masukkan komen untuk penyemak',
        termsMissing: 'Sahkan bahawa anda telah membaca peraturan',
      }}
      initialErrors={[
        { id: 'comment', message: 'Masukkan komen untuk penyemak' },
        { id: 'rules', message: 'Sahkan bahawa anda telah membaca peraturan' },
      ]}
    />
  ),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: () => (
    <ActivityApplication
      title="التقدم لمكافأة نهاية الأسبوع"
      words={{
        comment: 'تعليق',
        screenshots: 'لقطات الشاشة',
        terms: 'لقد قرأت قواعد العرض',
        submit: 'تقديم',
        commentMissing: 'أدخل تعليقًا للمراجع',
        termsMissing: 'أكد أنك قرأت القواعد',
      }}
      initialErrors={[{ id: 'comment', message: 'أدخل تعليقًا للمراجع' }]}
    />
  ),
};

export const SecondBrand: Story = {
  globals: { brand: 'emerald' },
  render: (args) => (
    <ActivityApplication title={args.title} initialErrors={[{ id: 'rules', message: english.termsMissing }]} />
  ),
};
