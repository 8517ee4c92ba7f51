/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the pressing plant's public site, e.g. https://www.example.com */
  readonly VITE_SITE_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_YOUTUBE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
