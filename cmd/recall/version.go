package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/internal/buildinfo"
)

func init() {
	register("", func(a *app) *cobra.Command {
		var asJSON bool
		cmd := &cobra.Command{
			Use:   "version",
			Short: "Print the version, commit, build date and Go version",
			Long: `Print the build this binary came from: its version (git describe), commit, build date, Go
version and platform, one "key: value" line each (--json: one JSON object). recall --version
prints the same.`,
			Example: "  recall version\n  recall version --json",
			Args:    noArgs,
			RunE: runE(func(*cobra.Command, []string) error {
				if asJSON {
					return json.NewEncoder(a.stdout).Encode(buildinfo.Get())
				}
				return printVersion(a.stdout)
			}),
		}
		cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
		return cmd
	})
}

// versionText is what `recall version` and `recall --version` print.
func versionText() string {
	in := buildinfo.Get()
	return fmt.Sprintf("recall %s\ncommit: %s\nbuilt: %s\ngo: %s\nplatform: %s\n", in.Version, in.Commit, in.Date, in.GoVersion, in.Platform)
}

func printVersion(w io.Writer) error {
	_, err := io.WriteString(w, versionText())
	return err
}
