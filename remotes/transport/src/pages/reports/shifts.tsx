import { ShiftReport } from '.';

export default ShiftReport;
