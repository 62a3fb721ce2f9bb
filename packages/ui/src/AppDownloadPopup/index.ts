export { AppDownloadPopup, type AppDownloadPopupProps, type AppPlatform, appPlatforms } from './AppDownloadPopup.tsx';
