export { AppDownloadPage, type AppDownloadPageProps, type AppPlatform } from './AppDownloadPage.tsx';
