package main

// heldout_x_registry.go: package registry credentials: .npmrc, .pypirc, Maven settings.xml,
// NuGet.config, cargo credentials, .netrc, git credential store, gem credentials, composer auth.

import (
	"fmt"
)

func bxRegistrySamples() []Sample {
	type gen func() (string, string, []string, []string)
	gens := []gen{
		func() (string, string, []string, []string) {
			t := bxNpm()
			return ".npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=" + t + "\nsave-exact=true", []string{t}, []string{"save-exact=true"}
		},
		func() (string, string, []string, []string) {
			t := bxGHP()
			return ".npmrc", "@" + bxL(bxWords) + ":registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=" + t, []string{t}, nil
		},
		func() (string, string, []string, []string) {
			t := bxGlpat()
			return ".npmrc", fmt.Sprintf("@forge:registry=https://gitlab.example.com/api/v4/projects/%d/packages/npm/\n//gitlab.example.com/api/v4/projects/%d/packages/npm/:_authToken=%s", bxN(10, 999), bxN(10, 999), t), []string{t}, nil
		},
		func() (string, string, []string, []string) {
			a := bxB64(bxL(bxUsers) + ":" + bxPw())
			return ".npmrc", "registry=https://nexus.acme-corp.io/repository/npm-group/\n_auth=" + a + "\nalways-auth=true", []string{a}, []string{"always-auth=true"}
		},
		func() (string, string, []string, []string) {
			t := bxPypi()
			return ".pypirc", "[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = " + t, []string{t}, nil
		},
		func() (string, string, []string, []string) {
			p := bxPw()
			return ".pypirc", "[private]\nrepository = https://pypi.int.forge.dev/simple/\nusername = " + bxL(bxUsers) + "\npassword = " + p, []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := bxPw()
			return "settings.xml", fmt.Sprintf("<settings>\n  <servers>\n    <server>\n      <id>ossrh</id>\n      <username>%s</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>", bxL(bxUsers), p), []string{p}, []string{"<id>ossrh</id>"}
		},
		func() (string, string, []string, []string) {
			p := bxHuman()
			return "settings.xml", "<profile>\n  <id>release</id>\n  <properties>\n    <gpg.keyname>" + bxR(upper+digits, 16) + "</gpg.keyname>\n    <gpg.passphrase>" + p + "</gpg.passphrase>\n  </properties>\n</profile>", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := bxRandPw()
			return "NuGet.config", fmt.Sprintf("<packageSourceCredentials>\n  <%s>\n    <add key=\"Username\" value=\"%s\" />\n    <add key=\"ClearTextPassword\" value=\"%s\" />\n  </%s>\n</packageSourceCredentials>", "ForgeFeed", bxL(bxUsers), p, "ForgeFeed"), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			k := bxNuget()
			return "shell", "dotnet nuget push bin/Release/*.nupkg --api-key " + k + " --source https://api.nuget.org/v3/index.json", []string{k}, nil
		},
		func() (string, string, []string, []string) {
			t := bxGHP()
			return "shell", "dotnet nuget add source https://nuget.pkg.github.com/" + bxL(bxWords) + "/index.json -n github -u " + bxL(bxUsers) + " -p " + t + " --store-password-in-clear-text", []string{t}, nil
		},
		func() (string, string, []string, []string) {
			t := bxCargo()
			return "toml", "# ~/.cargo/credentials.toml\n[registry]\ntoken = \"" + t + "\"", []string{t}, nil
		},
		func() (string, string, []string, []string) {
			t := bxR(alnum, 32)
			return "toml", "[registries.forge]\nindex = \"sparse+https://cargo.int.forge.dev/index/\"\ntoken = \"Bearer " + t + "\"", []string{t}, nil
		},
		func() (string, string, []string, []string) {
			t := bxGHP()
			return ".netrc", "machine github.com\n  login " + bxL(bxUsers) + "\n  password " + t + "\nmachine api.github.com login x password " + t, []string{t}, nil
		},
		func() (string, string, []string, []string) {
			t := bxGlpat()
			return "git-credentials", "https://oauth2:" + t + "@gitlab.com", []string{t}, nil
		},
		func() (string, string, []string, []string) {
			k := "rubygems_" + bxHex(48)
			return "yaml", "---\n:rubygems_api_key: " + k, []string{k}, nil
		},
		func() (string, string, []string, []string) {
			p := bxRandPw()
			return "auth.json", fmt.Sprintf("{\n    \"http-basic\": {\n        \"repo.packagist.com\": {\n            \"username\": \"token\",\n            \"password\": \"%s\"\n        }\n    }\n}", p), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			t := bxDocker()
			return "shell", "echo \"" + t + "\" | docker login -u " + bxL(bxUsers) + " --password-stdin", []string{t}, nil
		},
		func() (string, string, []string, []string) {
			t := bxGHP()
			return "yarnrc", "npmScopes:\n  forge:\n    npmRegistryServer: \"https://npm.pkg.github.com\"\n    npmAuthToken: \"" + t + "\"", []string{t}, nil
		},
		func() (string, string, []string, []string) {
			p := bxPw()
			return "gradle.properties", "artifactoryUser=" + bxL(bxUsers) + "\nartifactoryPassword=" + p + "\nartifactoryUrl=https://artifacts.pixelfox.games/artifactory", []string{p}, []string{"artifactoryUrl=https://artifacts.pixelfox.games/artifactory"}
		},
		func() (string, string, []string, []string) {
			t := bxPypi()
			return "shell", "twine upload --repository pypi -u __token__ -p " + t + " dist/*", []string{t}, nil
		},
		func() (string, string, []string, []string) {
			t := bxCargo()
			return "shell", "$ cargo login " + t + "\n       Login token for `crates-io` saved", []string{t}, nil
		},
		func() (string, string, []string, []string) {
			t := "pat" + bxR(alnum, 14) + "." + bxHex(64)
			return "terraformrc", "provider_installation {\n  direct {}\n}\n# airtable token for the sync job: " + t, []string{t}, nil
		},
		func() (string, string, []string, []string) {
			t := bxR(lower+digits, 52)
			return "nuget-azure", "<add key=\"AzureArtifacts\" value=\"https://pkgs.dev.azure.com/forge/_packaging/game/nuget/v3/index.json\" />\n<!-- PAT: " + t + " -->", []string{t}, nil
		},
	}
	var out []Sample
	for i := 0; i < 26; i++ {
		f, text, secs, keep := gens[i%len(gens)]()
		s := bxS("registry-"+f, f, text, secs...)
		if len(keep) > 0 {
			s = bxK(s, keep...)
		}
		out = append(out, s)
	}
	return out
}
