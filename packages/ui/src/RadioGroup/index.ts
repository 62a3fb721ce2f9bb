export { RadioGroup, type RadioGroupProps, type RadioOption, radioGroupVariants } from './RadioGroup.tsx';
