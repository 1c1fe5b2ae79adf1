package policy

import "testing"

func TestCheckAdmin(t *testing.T) {
	cases := []struct {
		name   string
		caller Caller
		want   bool
	}{
		{"admin role", Caller{Role: RoleAdmin}, true},
		{"member role", Caller{Role: "member"}, false},
		{"service principal with the admin role", Caller{Role: RoleAdmin, Service: true}, false},
		{"admin with memory rules revoked still governs", Caller{Role: RoleAdmin, Revoked: map[Rule]bool{RuleRead: true, RuleManage: true}}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for _, op := range AdminOps {
				if got := CheckAdmin(tc.caller, op); got.Allowed != tc.want || (!got.Allowed && got.Reason == "") {
					t.Errorf("CheckAdmin(%+v, %s) = %+v, want allowed=%v with a reason when refused", tc.caller, op, got, tc.want)
				}
			}
		})
	}
}

func TestBuiltinAdmin(t *testing.T) {
	if !CLIAdmin("root").BuiltinAdmin() {
		t.Error("the CLI identity is not a built-in admin")
	}
	for name, id := range map[string]Identity{
		"http with a principal": {PrincipalID: "p", Transport: "http"},
		"cli with a principal":  {PrincipalID: "p", Transport: TransportCLI},
		"http without one":      {Transport: "http"},
		"web without one":       {Transport: "web"},
	} {
		if id.BuiltinAdmin() {
			t.Errorf("%s: counted as the built-in admin", name)
		}
	}
}
