import { SHIFT_REPORT, ReportScreen } from '.';

export default function Report() {
  return <ReportScreen spec={SHIFT_REPORT} />;
}
