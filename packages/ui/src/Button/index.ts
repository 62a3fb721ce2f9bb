export { Button, type ButtonProps, buttonSizes, buttonVariants } from './Button.tsx';
