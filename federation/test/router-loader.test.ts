import routerLoader from '../src/router-loader';

describe("the loader of React Router's production build", () => {
  it('drops the DevTools names and marks the top-level component and context calls pure', () => {
    const source = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var Form = React10.forwardRef(function FormImpl() {});',
      'Form.displayName = "Form";',
      'var validRequestMethods = new Set(validRequestMethodsArr);',
      'function matchPath(pattern, pathname) {}',
    ].join('\n');
    expect(routerLoader(source).split('\n')).toEqual([
      'var LocationContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Form = /* @__PURE__ */ React10.forwardRef(function FormImpl() {});',
      '',
      'var validRequestMethods = /* @__PURE__ */ new Set(validRequestMethodsArr);',
      'function matchPath(pattern, pathname) {}',
    ]);
  });

  it('leaves a call that is already marked pure alone', () => {
    const source = 'var RouteContext = /* @__PURE__ */ React.createContext(null);';
    expect(routerLoader(source)).toBe(source);
  });
});
