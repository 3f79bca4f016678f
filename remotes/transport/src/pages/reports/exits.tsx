import { EXIT_REPORT, ReportScreen } from '.';

export default function Report() {
  return <ReportScreen spec={EXIT_REPORT} />;
}
