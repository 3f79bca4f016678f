export * from './envelope.js';
export * from './config.js';
export * from './store.js';
export { storedToken, tokenExpiry, isExpired } from './storage.js';
export { endSession, logout } from './session.js';
export { api, INVALID_TOKEN, EXPIRED_TOKEN, ENDED_SESSION } from './api.js';
export { login, startSession, loadMenus, TOKEN_START_ERROR, MENUS_ERROR } from './auth.js';
export { logoutNotice, SESSION_ENDED_NOTICE } from './notice.js';
export { followOtherTabs, onTokenChangedElsewhere } from './tabs.js';
export { openPrintable, printRoute, signedUrl, PRINT_ERROR } from './print.js';
export {
  call,
  callUntyped,
  pathOf,
  type Answer,
  type CallArgs,
  type CallInput,
  type Endpoint,
  type FileAnswer,
  type UntypedAnswer,
  type UntypedInput,
} from './call.js';
export { defineScreens, type RemoteScreen } from './remote.js';
export { useUser, useMenus } from './hooks.js';
export { downloadFile, DOWNLOAD_ERROR } from './download.js';
export { fileNameOf } from './files.js';
export {
  UNSAVED_CHANGES,
  holdUnsaved,
  hasUnsavedChanges,
  leavingAsks,
  guardTabClose,
  type AppPlace,
} from './unsaved.js';
