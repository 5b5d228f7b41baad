import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * After the Lingui macro has turned `t\`…\`` and `<Trans>` into message descriptors, this
 * replaces each English message with its compiled form (what `lingui compile` would write into a
 * catalogue). English then renders straight from the code that shows it, with placeholders and
 * plurals working, without a catalogue download or a message compiler at run time (decision 017).
 */
function precompileEnglishMessages(): PluginObj {
  // Plain text compiles to a one-string array, exactly as `lingui compile` writes it: Lingui's
  // `i18n._` takes a bare string for an uncompiled message and warns on the console for each one,
  // which on the landing page cost some 80 warnings and a third of its blocking time on a phone.
  const compiled = (message: string) => t.valueToNode(compileMessage(message));
  return {
    name: 'vidya-precompile-english-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              const keys = path.node.properties.flatMap((property) =>
                t.isObjectProperty(property) && t.isIdentifier(property.key) ? [property.key.name] : [],
              );
              if (!keys.includes('id')) return;
              for (const property of path.node.properties) {
                if (
                  t.isObjectProperty(property) &&
                  t.isIdentifier(property.key, { name: 'message' }) &&
                  t.isStringLiteral(property.value)
                ) {
                  property.value = compiled(property.value.value);
                }
              }
            },
            JSXOpeningElement(path) {
              const attributes = path.node.attributes.filter((attribute) => t.isJSXAttribute(attribute));
              if (!attributes.some((attribute) => t.isJSXIdentifier(attribute.name, { name: 'id' }))) return;
              for (const attribute of attributes) {
                if (
                  t.isJSXIdentifier(attribute.name, { name: 'message' }) &&
                  t.isStringLiteral(attribute.value)
                ) {
                  attribute.value = t.jsxExpressionContainer(compiled(attribute.value.value));
                }
              }
            },
          });
        },
      },
    },
  };
}

const usesMacros = (code: string) =>
  code.includes('@lingui/core/macro') || code.includes('@lingui/react/macro');

/** Runs the Lingui macros (a Babel plugin) on the app's own modules that import them, and only those. */
export function linguiMacros(configPath: string): Plugin {
  const linguiConfig = getConfig({ configPath });
  return {
    name: 'vidya-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || !usesMacros(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: id.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [[linguiMacro, { stripMessageField: false, linguiConfig }], precompileEnglishMessages],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
