package policy

import "fmt"

// ProjectLevel is a project member's level: read (search, read, always-inject) or write (also
// save, delete and flip alwaysInject). Write includes read.
type ProjectLevel string

const (
	ProjectRead  ProjectLevel = "read"
	ProjectWrite ProjectLevel = "write"
)

// ParseProjectLevel returns the level named s.
func ParseProjectLevel(s string) (ProjectLevel, error) {
	switch ProjectLevel(s) {
	case ProjectRead, ProjectWrite:
		return ProjectLevel(s), nil
	}
	return "", fmt.Errorf("unknown project level %q: use read or write", s)
}

// ProjectLevels returns the member levels that satisfy need (write satisfies read).
func ProjectLevels(need ProjectLevel) []string {
	if need == ProjectWrite {
		return []string{string(ProjectWrite)}
	}
	return []string{string(ProjectRead), string(ProjectWrite)}
}

// ProjectNeed is the member level op needs on a project memory: reading needs read; saving,
// deleting and flipping alwaysInject need write.
func ProjectNeed(op Op) ProjectLevel {
	if _, effect := Spec(op); effect == EffectRead {
		return ProjectRead
	}
	return ProjectWrite
}

// ProjectAllows reports whether a member holding the levels have (direct and through its teams)
// may perform op on the project's memories. No level (not a member) allows nothing.
func ProjectAllows(have []ProjectLevel, op Op) bool {
	need := ProjectNeed(op)
	for _, h := range have {
		for _, l := range ProjectLevels(need) {
			if string(h) == l {
				return true
			}
		}
	}
	return false
}

// SessionSees reports whether a session bound to project bound (empty: unbound) may ever see a
// memory of project memProject: only its own project's, and an unbound session none. Membership is
// checked on top of this (ProjectAllows).
func SessionSees(bound, memProject string) bool {
	return bound != "" && bound == memProject
}
