/**
 * The start command's HTTP/2 server of the same player build (`vite preview --mode http2`, with a certificate made for
 * this machine): docs/decisions.md, "Measured over HTTP/2, as production serves it".
 */
export const HTTP2_ORIGIN = 'https://127.0.0.1:5443';
