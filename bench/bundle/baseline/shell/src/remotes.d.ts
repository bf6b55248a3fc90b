declare module 'landing/Page' {
  const Page: () => React.JSX.Element;
  export default Page;
}
