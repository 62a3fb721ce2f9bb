export {
  Illustration,
  type IllustrationKind,
  type IllustrationProps,
  illustrationKinds,
  illustrationSizes,
} from './Illustration.tsx';
