import { defineScreens } from '@trade/session';

/** Screens of the purchasing-credits area. None are published yet: its menus arrive with them. */
export default defineScreens([]);
