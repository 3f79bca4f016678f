import { defineScreens } from '@trade/session';

/** Screens of the hospitality area. None are published yet: its menus arrive with them. */
export default defineScreens([]);
