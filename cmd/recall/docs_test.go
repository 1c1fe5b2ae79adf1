package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The command-line reference and the environment table in docs/ are generated from the code; this
// test fails when a committed copy is stale. `make docs` (RECALL_UPDATE_DOCS=1) rewrites them.
func TestGeneratedDocsAreCurrent(t *testing.T) {
	for name, gen := range map[string]func() []byte{
		"environment.md": func() []byte { var b bytes.Buffer; writeSettingsMarkdown(&b); return b.Bytes() },
		"cli.md":         func() []byte { return cliReference(t) },
	} {
		path := filepath.Join("..", "..", "docs", name)
		want := gen()
		if os.Getenv("RECALL_UPDATE_DOCS") != "" {
			require.NoError(t, os.WriteFile(path, want, 0o644))
			continue
		}
		have, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(have), "docs/%s is stale: run `make docs`", name)
	}
}

func TestEverySettingIsDocumented(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range settings() {
		assert.NotEmpty(t, settingDocs[s.Name], "%s has no sentence in settingDocs (env_docs.go)", s.Name)
		assert.False(t, seen[s.Name], "%s is read twice", s.Name)
		seen[s.Name] = true
	}
	for name := range settingDocs {
		assert.True(t, seen[name], "settingDocs describes %s, which recall does not read", name)
	}
	out, _, err := runNoDB("help", "environment")
	require.NoError(t, err)
	for name := range settingDocs {
		assert.Contains(t, out, name)
	}
	root, _, err := runNoDB("--help")
	require.NoError(t, err)
	assert.Contains(t, root, "recall help environment")
}

// cliReference is every command's help as one Markdown page, parents before children.
func cliReference(t *testing.T) []byte {
	a := &app{getenv: func(string) string { return "" }}
	root := a.rootCommand()
	root.DisableAutoGenTag = true
	var cmds []*cobra.Command
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Hidden || c.Name() == "help" || c.Name() == "completion" {
			return
		}
		c.DisableAutoGenTag = true
		cmds = append(cmds, c)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	sort.SliceStable(cmds, func(i, j int) bool { return cmds[i].CommandPath() < cmds[j].CommandPath() })
	var b bytes.Buffer
	b.WriteString("# Command-line reference\n\n<!-- Generated from the cobra commands in cmd/recall by `make docs`; a test fails when it is stale. -->\n\n")
	for _, c := range cmds {
		var one bytes.Buffer
		require.NoError(t, doc.GenMarkdownCustom(c, &one, func(s string) string {
			return "#" + strings.ReplaceAll(strings.TrimSuffix(s, ".md"), "_", "-")
		}))
		// One page: every command's heading one level down, its SEE ALSO links within the page.
		b.WriteString(strings.ReplaceAll(one.String(), "\n## ", "\n### "))
		b.WriteString("\n")
	}
	return b.Bytes()
}

// runNoDB runs the command line in-process with an empty environment.
func runNoDB(args ...string) (string, string, error) {
	var out, errb bytes.Buffer
	err := run(context.Background(), args, func(string) string { return "" }, strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), err
}
