export default function Page() {
  return <h1>Empty page</h1>;
}
