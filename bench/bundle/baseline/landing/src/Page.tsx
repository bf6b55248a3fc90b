export default function Page() {
  return <h1>Baseline landing</h1>;
}
