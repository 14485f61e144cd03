/** Every page of the portal, named once. */
export const HOME_PATH = '/';
export const SUPERVISION_PATH = '/supervision';
export const GUIDE_PATH = '/guide';
export const SIGN_IN_PATH = '/signin';
