import { defineRemote } from '@trade/build';

export default defineRemote(import.meta.dirname, 'complaints');
