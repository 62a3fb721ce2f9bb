export {
  AppDownloadPopup,
  type AppDownloadPopupProps,
  type AppPlatform,
  appPlatforms,
  MINIMUM_IOS,
} from './AppDownloadPopup.tsx';
