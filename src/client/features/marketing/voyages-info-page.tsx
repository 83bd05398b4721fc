export default function Page() {
  return <h1>voyages-info-page</h1>;
}
