package policy

import "testing"

func TestProjectAllows(t *testing.T) {
	cases := []struct {
		name string
		have []ProjectLevel
		op   Op
		want bool
	}{
		{"not a member searches", nil, OpSearch, false},
		{"not a member reads", nil, OpRead, false},
		{"not a member saves", nil, OpSave, false},
		{"reader searches", []ProjectLevel{ProjectRead}, OpSearch, true},
		{"reader reads", []ProjectLevel{ProjectRead}, OpRead, true},
		{"reader saves", []ProjectLevel{ProjectRead}, OpSave, false},
		{"reader deletes", []ProjectLevel{ProjectRead}, OpDelete, false},
		{"reader flips", []ProjectLevel{ProjectRead}, OpSetAlwaysInject, false},
		{"writer searches", []ProjectLevel{ProjectWrite}, OpSearch, true},
		{"writer saves", []ProjectLevel{ProjectWrite}, OpSave, true},
		{"writer deletes", []ProjectLevel{ProjectWrite}, OpDelete, true},
		{"writer flips", []ProjectLevel{ProjectWrite}, OpSetAlwaysInject, true},
		{"reader directly, writer through a team", []ProjectLevel{ProjectRead, ProjectWrite}, OpSave, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := ProjectAllows(tc.have, tc.op); got != tc.want {
				t.Errorf("ProjectAllows(%v, %s) = %t, want %t", tc.have, tc.op, got, tc.want)
			}
		})
	}
}

func TestSessionSees(t *testing.T) {
	cases := []struct {
		name, bound, mem string
		want             bool
	}{
		{"unbound never sees a project", "", "x", false},
		{"bound to x sees x", "x", "x", true},
		{"bound to x never sees y", "x", "y", false},
	}
	for _, tc := range cases {
		if got := SessionSees(tc.bound, tc.mem); got != tc.want {
			t.Errorf("%s: got %t", tc.name, got)
		}
	}
}

func TestProjectLevels(t *testing.T) {
	if got := ProjectLevels(ProjectRead); len(got) != 2 {
		t.Errorf("read is satisfied by read and write, got %v", got)
	}
	if got := ProjectLevels(ProjectWrite); len(got) != 1 || got[0] != "write" {
		t.Errorf("write is satisfied by write only, got %v", got)
	}
	if _, err := ParseProjectLevel("manage"); err == nil {
		t.Error("manage is a system level, not a project level")
	}
	for _, op := range []Op{OpSearch, OpRead, OpContext} {
		if ProjectNeed(op) != ProjectRead {
			t.Errorf("%s needs read", op)
		}
	}
	for _, op := range []Op{OpSave, OpDelete, OpSetAlwaysInject} {
		if ProjectNeed(op) != ProjectWrite {
			t.Errorf("%s needs write", op)
		}
	}
}
