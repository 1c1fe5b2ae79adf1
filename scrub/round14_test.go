package scrub_test

import "testing"

// The look-alikes of the fourteenth round, each in a wording of its own (no corpus's): a
// deployment tool's variables, a setting's name, a .NET assembly's public key token, a pipeline
// task, a JWK's key id, a placeholder password beside a user, a FHIR reference, a CI cache's
// key, a share's path, a meeting that opens with talks.
func TestLeavesFourteenthRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		`<add key="LdapPassword" value="#{Ldap.Bind.Password}" />`,
		"system.smtp.password=%smtp.relay.password%",
		"installer log: %LOCALAPPDATA%\\Temp\\msi_9f3c21aa.log",
		"rename SMTP_PASSWORD to Mail__Relay__Default in the release pipeline",
		`<assemblyIdentity name="Contoso.Billing" publicKeyToken="9a1f27c44be8d3e0" />`,
		"bumped Contoso.Billing, AssemblyVersion 4.2.0.0, token 9a1f27c44be8d3e0",
		`{"name": "Contoso.Billing", "publicKeyToken": "9a1f27c44be8d3e0"}`,
		"jobs:\n- task: AzureCLI@2\n  displayName: deploy",
		`{"kid":"Qw8Lm2Zt7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2Ui7H-o3","alg":"RS256"}`,
		"wget --user=deploy --password=$DEPLOY_PASSWORD https://repo.local/x\ncurl -u deploy:${REPO_TOKEN} https://repo.local/y",
		"demo record: Encounter/k7pQzR2wXbN9mT4vLc8sHd3Y (follow-up visit)",
		"cache:\n  key: gems-5d41402abc4b2a76b9719d911017c592aa8fcd2e\n  paths: [vendor/]",
		"nightly copies go to \\\\NAS-03\\exports\\finance each Sunday; key rotation is next week",
		"The workshop opens with 3 short talks and a demo",
	)
}

// The shapes of the fourteenth round, each in a wording of its own.
func TestRedactsFourteenthRoundShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"a NuGet key", "dotnet nuget push pkg.nupkg -k oy2pq7mz4rk81vd0wq5nx3ah6cfyt2ubm9je8lg0sk4w1x", []string{"oy2pq7mz4rk81vd0wq5nx3ah6cfyt2ubm9je8lg0sk4w1x"}},
		{"a T-SQL Unicode literal", "CREATE LOGIN app_ro WITH PASSWORD = N'Lantern-Oboe-58';", []string{"Lantern-Oboe-58"}},
		{"a signing key's bytes", "var hmac = new HMACSHA256(Encoding.ASCII.GetBytes(\"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7v\"));", []string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7v"}},
		{"a Basic login's bytes", "var raw = Convert.ToBase64String(Encoding.UTF8.GetBytes(\"reporter:Quartz_Lime_704\")); // Basic", []string{"Quartz_Lime_704"}},
		{"a Basic header value", `req.Headers.Authorization = new AuthenticationHeaderValue("Basic", "cmVwb3J0ZXI6UXVhcnR6X0xpbWVfNzA0");`, []string{"cmVwb3J0ZXI6UXVhcnR6X0xpbWVfNzA0"}},
		{"an integration engine's connection", "conn = DatabaseConnectionFactory.createDatabaseConnection(driver, url, 'svc_lims', 'reagent@bench41');", []string{"reagent@bench41"}},
		{"a login after use", "use m.okafor:Pebble7Harbor for the staging box", []string{"Pebble7Harbor"}},
		{"a login after use, joined by and", "use svc_backup and Harbor7lantern to get onto the NAS", []string{"Harbor7lantern"}},
		{"a login in parentheses", "the installer expects (LAB\\svc_sql, Orbit_Cactus_8812) as its service account", []string{"Orbit_Cactus_8812"}},
		{"a login aside a login word", "the shared admin login is unchanged (kiosk/Meadow-Falcon-93)", []string{"Meadow-Falcon-93"}},
		{"a login stacked on lines", "Grafana prod\n  admin\n  Zt8Qm2LkV7xNp4R\n", []string{"Zt8Qm2LkV7xNp4R"}},
		{"a token wrapped under a log stamp", "2025-03-01T10:00:02Z DEBUG token=Zt8Qm2LkV7xNp4RwB9cYd6HfQm\n2025-03-01T10:00:02Z DEBUG 7vXk2LpR9tZw4NyB8cHd3FvT6s", []string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm", "7vXk2LpR9tZw4NyB8cHd3FvT6s"}},
		{"a key id Google's library refused", "google.auth.exceptions.RefreshError: invalid_grant; key_id=0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6", []string{"0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6"}},
		{"a token after what it is for and a dash", "Bing Ads developer token for the autumn launch - Xk3pWvbRQ4miccwE0nZVa8", []string{"Xk3pWvbRQ4miccwE0nZVa8"}},
		{"a Wi-Fi key in German", "Gäste-WLAN: CAFE-GAST / Schlüssel birke22ahorn", []string{"birke22ahorn"}},
		{"a safe that opens with a code", "the key cabinet opens with 90417, please lock it again", []string{"90417"}},
		{"a password then if", "my pass is Lq7Vx2Np9Zt if the VPN asks again", []string{"Lq7Vx2Np9Zt"}},
		{"an SSIS package's password", `dtexec /F nightly.dtsx /DE "Stork_Valve_61" /REP E`, []string{"Stork_Valve_61"}},
		{"a password in Hindi", "प्रिंटर का पासवर्ड yamunaTeerPul है", []string{"yamunaTeerPul"}},
		{"a key wrapped past a chat header", "Lena — 09:12\nstorage account key, the client cut it:\n<lena> Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4Ny\nLena, Today at 09:13\nB8cHd3FvT6sWq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2Ui==",
			[]string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4Ny", "B8cHd3FvT6sWq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2Ui=="}},
		{"a key wrapped across a speaker's two formats", "the account key as promised:\nJonáš, Today at 11:02\nZt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4Ny\n[11:03] Jonáš: B8cHd3FvT6sWq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2Ui==",
			[]string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4Ny", "B8cHd3FvT6sWq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2Ui=="}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}
