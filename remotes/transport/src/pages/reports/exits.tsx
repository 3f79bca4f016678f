import { ExitReport } from '.';

export default ExitReport;
