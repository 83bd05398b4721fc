export default function Page() {
  return <h1>book-page</h1>;
}
