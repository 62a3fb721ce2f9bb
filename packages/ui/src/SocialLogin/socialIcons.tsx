/**
 * The social networks' marks, drawn here on a 24-unit grid in the current text colour: no image requests, and every
 * brand's palette and contrast hold (a network's own colours would be fixed values outside the theme).
 */
const paths = {
  GOOGLE:
    'M21.6 10.2H12v3.9h5.5c-.5 2.5-2.6 4.1-5.5 4.1a6.2 6.2 0 1 1 4.1-10.9l2.9-2.8A10.2 10.2 0 0 0 12 1.8a10.2 10.2 0 1 0 0 20.4c5.9 0 9.8-4.1 9.8-10 0-.7-.1-1.4-.2-2z',
  FACEBOOK: 'M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.6c0-.4.2-.6.5-.6z',
  YOUTUBE: 'M3 7.5C3 6 4 5 5.5 5h13C20 5 21 6 21 7.5v9c0 1.5-1 2.5-2.5 2.5h-13C4 19 3 18 3 16.5zM10 9v6l5-3z',
  INSTAGRAM:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5zM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm5.2-4.4a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  WHATSAPP:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.3 12.2c-.2.6-1.1 1.1-1.6 1.1-.4.1-1 .1-3.2-.9-2.7-1.2-4.3-3.9-4.5-4.1-.1-.2-1-1.4-1-2.7s.7-1.9 1-2.1c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 1.9c.1.2.1.3 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.1.3.7 1.1 1.4 1.8.9.8 1.7 1.1 2 1.2.2.1.4.1.5-.1l.7-.9c.2-.2.3-.2.6-.1l1.8.9c.3.1.4.2.5.3 0 .1 0 .6-.2 1.1z',
  TELEGRAM:
    'M20.7 4.3L2.9 11.2c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.7 5.4c.2.6.1.8.7.8.5 0 .7-.2 1-.5l2.2-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.5c.3-1.3-.5-1.8-1.4-1.5zM8.8 13.8l9.3-5.9c.5-.3.9-.1.5.2l-7.9 7.1-.3 3.3z',
} as const;

export type SocialNetwork = keyof typeof paths;
export const socialNetworks = Object.keys(paths) as SocialNetwork[];

/** How each network writes its own name; names of brands are not translated. */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
  YOUTUBE: 'YouTube',
  INSTAGRAM: 'Instagram',
  WHATSAPP: 'WhatsApp',
  TELEGRAM: 'Telegram',
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={paths[network]} fillRule="evenodd" />
    </svg>
  );
}
