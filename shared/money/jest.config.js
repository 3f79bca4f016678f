import { jestBase } from '../../jest.base.mjs';

export default jestBase;
