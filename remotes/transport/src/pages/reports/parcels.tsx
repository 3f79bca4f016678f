import { PARCEL_REPORT, ReportScreen } from '.';

export default function Report() {
  return <ReportScreen spec={PARCEL_REPORT} />;
}
