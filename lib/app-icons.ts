/** The PNG sizes of the site icon that the web app manifest lists, served as /app-icons/{size}.png. */
export const APP_ICON_SIZES = [192, 512] as const;
