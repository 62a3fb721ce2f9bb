export { pixelsToRem, RichContent, type RichContentProps, sanitizeHtml } from './RichContent.tsx';
