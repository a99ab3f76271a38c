// Placeholder until this admin page is built in this issue.
export default function Page() {
  return null;
}
