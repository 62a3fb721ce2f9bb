import { useFeedbackForm } from '@wl/app/feedback-form';
import { useFormMessages } from '@wl/app/form-messages';
import { APPLICATION_LIMITS } from '@wl/app/promotion-detail';
import { DIALOG_MASK_GUARD_MS, TOAST_MS } from '@wl/domain/constants';
import { Button } from '@wl/ui/button';
import { Dialog } from '@wl/ui/dialog';
import { ImageUpload } from '@wl/ui/image-upload';
import { TextArea } from '@wl/ui/text-area';
import { Toast } from '@wl/ui/toast';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Content.css.ts';

/**
 * The help centre's feedback form, in a dialog: 3 to 300 words and up to 3 images. A visitor who sends is taken to
 * /m/login; sent, "Sent successfully" shows and the dialog closes 1 s later.
 */
export function HelpFeedback({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const form = useFeedbackForm(onClose);
  const content = useRef<HTMLTextAreaElement>(null);
  const contentError = form.errors.content;
  useEffect(() => {
    if (contentError) content.current?.focus();
  }, [contentError]);

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('help.feedbackTitle')}
      placement="bottom"
      maskGuardMs={DIALOG_MASK_GUARD_MS}
      footer={
        <Button block type="submit" form="help-feedback-form" loading={form.busy}>
          {t('help.feedbackSend')}
        </Button>
      }
    >
      <form
        id="help-feedback-form"
        className={styles.list}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        {form.error ? (
          <p role="alert" className={styles.error}>
            {messages.failure(form.error)}
          </p>
        ) : null}
        <TextArea
          ref={content}
          label={t('help.feedbackContent')}
          hint={t('help.feedbackHint')}
          value={form.content}
          onValueChange={form.edit}
          error={messages.field(form.errors.content)}
        />
        <ImageUpload
          label={t('help.feedbackImages')}
          files={form.images}
          onChange={form.setImages}
          maxCount={APPLICATION_LIMITS.imageMaxCount}
          maxBytes={APPLICATION_LIMITS.imageMaxBytes}
          accept={APPLICATION_LIMITS.imageTypes}
          error={messages.field(form.errors.images)}
        />
      </form>
      {form.sent ? (
        <Toast kind="success" message={t('help.feedbackSent')} durationMs={TOAST_MS.success} onDismiss={() => {}} />
      ) : null}
    </Dialog>
  );
}
