// Placeholder until this page is built in this issue.
export default function Page() {
  return null;
}
