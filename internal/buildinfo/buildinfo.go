// Package buildinfo names the build a binary came from: its version, commit and build date,
// stamped by the linker (`make build`, `make dist`: -X .../buildinfo.version=...), with the
// module's own VCS stamp as the fallback so a plain `go build` in a checkout still names its
// commit.
package buildinfo

import (
	"runtime"
	"runtime/debug"
)

// Set with -ldflags "-X github.com/recall-mcp/recall/internal/buildinfo.version=v1.2.3" and
// likewise commit and date; empty when the build was not stamped.
var (
	version string
	commit  string
	date    string
)

// Info is one build's identity.
type Info struct {
	Version   string `json:"version"`   // git describe --tags --always --dirty, or "dev"
	Commit    string `json:"commit"`    // full commit hash, or "unknown"
	Date      string `json:"date"`      // build (or commit) time, RFC 3339, or "unknown"
	GoVersion string `json:"goVersion"` // the toolchain that built the binary
	Platform  string `json:"platform"`  // GOOS/GOARCH
}

// Get returns the stamped values, filling the unstamped ones from the binary's embedded VCS
// information (vcs.revision, vcs.time, vcs.modified) when the build recorded it.
func Get() Info {
	return get(version, commit, date, debug.ReadBuildInfo)
}

func get(version, commit, date string, read func() (*debug.BuildInfo, bool)) Info {
	in := Info{Version: version, Commit: commit, Date: date, GoVersion: runtime.Version(),
		Platform: runtime.GOOS + "/" + runtime.GOARCH}
	if bi, ok := read(); ok {
		in.GoVersion = bi.GoVersion
		var rev, at string
		dirty := false
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.time":
				at = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
		if in.Commit == "" && rev != "" {
			in.Commit = rev
			if dirty {
				in.Commit += "-dirty"
			}
		}
		if in.Date == "" {
			in.Date = at
		}
		if in.Version == "" && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			in.Version = bi.Main.Version // go install module@version
		}
	}
	if in.Version == "" {
		in.Version = "dev"
	}
	if in.Commit == "" {
		in.Commit = "unknown"
	}
	if in.Date == "" {
		in.Date = "unknown"
	}
	return in
}
