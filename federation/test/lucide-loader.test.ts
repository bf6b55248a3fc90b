import lucideLoader from '../src/lucide-loader';

describe("the loader of lucide-react's icon modules", () => {
  it('drops the React key of each path and keeps everything else of the icon', () => {
    const source = [
      'const __iconData = {',
      '  name: "circle-check",',
      '  size: 24,',
      '  node: [',
      '    ["circle", { cx: "12", cy: "12", r: "10", key: "1mglay" }],',
      '    ["path", { d: "m16 9-5.5 5.5L8 12", key: "xofnsj" }],',
      '    [',
      '      "path",',
      '      {',
      '        d: "M15.39 4.39a1 1 0 0 0 1.68-.474",',
      '        key: "169zse"',
      '      }',
      '    ]',
      '  ],',
      '  aliases: ["check-circle-2"]',
      '};',
    ].join('\n');
    expect(lucideLoader(source).split('\n')).toEqual([
      'const __iconData = {',
      '  name: "circle-check",',
      '  size: 24,',
      '  node: [',
      '    ["circle", { cx: "12", cy: "12", r: "10" }],',
      '    ["path", { d: "m16 9-5.5 5.5L8 12" }],',
      '    [',
      '      "path",',
      '      {',
      '        d: "M15.39 4.39a1 1 0 0 0 1.68-.474"',
      '      }',
      '    ]',
      '  ],',
      '  aliases: ["check-circle-2"]',
      '};',
    ]);
  });

  it("drops createLucideIcon's DevTools name", () => {
    const source = [
      '  const Component = forwardRef(({ className, ...props }, ref) => createElement(Icon, { ref, icon: iconData }));',
      '  if (iconData.name) {',
      '    Component.displayName = toPascalCase(iconData.name);',
      '  }',
      '  return Component;',
    ].join('\n');
    expect(lucideLoader(source).split('\n')).toEqual([
      '  const Component = forwardRef(({ className, ...props }, ref) => createElement(Icon, { ref, icon: iconData }));',
      '  ',
      '  return Component;',
    ]);
  });
});
