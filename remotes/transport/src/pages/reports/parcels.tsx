import { ParcelReport } from '.';

export default ParcelReport;
