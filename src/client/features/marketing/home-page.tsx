export default function Page() {
  return <h1>home-page</h1>;
}
