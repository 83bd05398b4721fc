export default function Page() {
  return <h1>about-page</h1>;
}
