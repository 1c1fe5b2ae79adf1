package buildinfo

import (
	"runtime/debug"
	"testing"
)

func TestStampedValuesWin(t *testing.T) {
	read := func() (*debug.BuildInfo, bool) {
		return &debug.BuildInfo{GoVersion: "go1.99", Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "fromvcs"}}}, true
	}
	in := get("v1.2.3", "abc123", "2026-01-02T03:04:05Z", read)
	if in.Version != "v1.2.3" || in.Commit != "abc123" || in.Date != "2026-01-02T03:04:05Z" || in.GoVersion != "go1.99" {
		t.Fatalf("got %+v", in)
	}
}

// An unstamped `go build` in a checkout still names its commit, from the VCS stamp.
func TestUnstampedFallsBackToVCS(t *testing.T) {
	read := func() (*debug.BuildInfo, bool) {
		return &debug.BuildInfo{GoVersion: "go1.99", Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "0123456789abcdef"},
			{Key: "vcs.time", Value: "2026-11-25T00:00:00Z"},
			{Key: "vcs.modified", Value: "true"},
		}}, true
	}
	in := get("", "", "", read)
	if in.Version != "dev" || in.Commit != "0123456789abcdef-dirty" || in.Date != "2026-11-25T00:00:00Z" {
		t.Fatalf("got %+v", in)
	}
}

func TestNothingKnown(t *testing.T) {
	in := get("", "", "", func() (*debug.BuildInfo, bool) { return nil, false })
	if in.Version != "dev" || in.Commit != "unknown" || in.Date != "unknown" || in.GoVersion == "" {
		t.Fatalf("got %+v", in)
	}
}
