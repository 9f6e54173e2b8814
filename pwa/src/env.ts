/** What the PWA knows of how it was built; nothing else reads import.meta.env. */
export const isDevBuild: boolean = import.meta.env.DEV;
