export { type Translate, UiTextProvider, useUiText } from './UiText.tsx';
