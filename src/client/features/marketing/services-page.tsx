export default function Page() {
  return <h1>services-page</h1>;
}
