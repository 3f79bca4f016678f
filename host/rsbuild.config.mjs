import { defineHost } from '@trade/build';

export default defineHost(import.meta.dirname);
