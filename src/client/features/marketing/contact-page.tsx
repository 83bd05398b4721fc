export default function Page() {
  return <h1>contact-page</h1>;
}
