package main

// heldout_x_config.go: infrastructure and app configuration: Terraform, Ansible, Helm, Pulumi,
// Kubernetes secrets, .env files, CI definitions, Gradle, Fastlane, Unity and Unreal configs.

import (
	"fmt"
)

func bxConfigSamples() []Sample {
	type gen func() (string, string, []string, []string) // format, text, secrets, keep
	gens := []gen{
		func() (string, string, []string, []string) {
			id, sec := bxAWSID(), bxAWSSecret()
			return "terraform", fmt.Sprintf("provider \"aws\" {\n  region     = \"%s\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}", bxP("us-east-1", "eu-central-1", "ap-southeast-2"), id, sec), []string{id, sec}, nil
		},
		func() (string, string, []string, []string) {
			p := bxPw()
			return "tfvars", fmt.Sprintf("environment  = \"staging\"\ninstance_type = \"t3.medium\"\ndb_password  = \"%s\"\nenable_backups = true", p), []string{p}, []string{"instance_type = \"t3.medium\""}
		},
		func() (string, string, []string, []string) {
			t := bxTFC()
			return "hcl", "credentials \"app.terraform.io\" {\n  token = \"" + t + "\"\n}", []string{t}, nil
		},
		func() (string, string, []string, []string) {
			p := bxPw()
			return "ansible-inventory", fmt.Sprintf("[web]\n%s ansible_user=deploy ansible_password=%s\n%s ansible_user=deploy", bxIP(), p, bxIP()), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p, q := bxPw(), bxHuman()
			return "ansible-vars", fmt.Sprintf("---\nansible_become_password: \"%s\"\nmysql_root_password: %s\nnginx_worker_processes: auto", p, q), []string{p, q}, []string{"nginx_worker_processes: auto"}
		},
		func() (string, string, []string, []string) {
			p := bxRandPw()
			return "helm-values", fmt.Sprintf("postgresql:\n  enabled: true\n  auth:\n    username: %s\n    password: \"%s\"\n    database: %s\nreplicaCount: 2", bxL(bxUsers), p, bxP("app", "gitea", "sentry")), []string{p}, []string{"replicaCount: 2"}
		},
		func() (string, string, []string, []string) {
			p := bxRandPw()
			return "shell", fmt.Sprintf("helm upgrade --install %s bitnami/redis --namespace cache --set auth.password='%s' --set replica.replicaCount=1", bxL(bxWords), p), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := bxPw()
			return "shell", fmt.Sprintf("pulumi config set --secret dbPassword '%s'\npulumi up --yes", p), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			sec := bxAWSSecret()
			return "pulumi-yaml", "config:\n  aws:region: us-west-2\n  aws:secretKey: " + sec + "\n  app:replicas: \"3\"", []string{sec}, []string{"aws:region: us-west-2"}
		},
		func() (string, string, []string, []string) {
			p, t := bxPw(), bxVendor()
			pb, tb := bxB64(p), bxB64(t.val)
			return "k8s-secret", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-creds\ntype: Opaque\ndata:\n  password: %s\n  api-key: %s", bxL(bxWords), pb, tb), []string{pb, tb}, []string{"kind: Secret"}
		},
		func() (string, string, []string, []string) {
			p := bxRandPw()
			return "k8s-secret", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: registry-auth\nstringData:\n  username: %s\n  password: %s", bxL(bxUsers), p), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			t := bxVendor()
			pw := bxURLPw()
			return "env", fmt.Sprintf("NODE_ENV=production\nPORT=%d\nDATABASE_URL=postgres://app:%s@%s:5432/app\n%s=%s\nFEATURE_FLAGS=beta,dark-mode", bxI(3000, 8080, 4000), pw, bxL(bxHosts), t.env, t.val), []string{pw, t.val}, []string{"FEATURE_FLAGS=beta,dark-mode"}
		},
		func() (string, string, []string, []string) {
			t := bxVendor()
			return "gha-yaml", fmt.Sprintf("jobs:\n  release:\n    runs-on: ubuntu-latest\n    env:\n      %s: %s  # TODO move to secrets\n    steps:\n      - uses: actions/checkout@v4\n      - run: make release", t.env, t.val), []string{t.val}, []string{"- uses: actions/checkout@v4"}
		},
		func() (string, string, []string, []string) {
			t := bxVendor()
			return "gitlab-ci", fmt.Sprintf("variables:\n  GIT_DEPTH: \"10\"\n  %s: \"%s\"\n\npublish:\n  stage: deploy\n  script:\n    - ./gradlew publish", t.env, t.val), []string{t.val}, []string{"- ./gradlew publish"}
		},
		func() (string, string, []string, []string) {
			p := bxPw()
			return "jenkinsfile", fmt.Sprintf("pipeline {\n  agent any\n  environment {\n    NEXUS_USER = 'deploy'\n    NEXUS_PASS = '%s'\n  }\n  stages { stage('Publish') { steps { sh './mvnw deploy' } } }\n}", p), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			t := bxVendor()
			return "circleci", fmt.Sprintf("version: 2.1\njobs:\n  deploy:\n    docker:\n      - image: cimg/node:20.11\n    environment:\n      %s: %s\n    steps:\n      - checkout", t.env, t.val), []string{t.val}, nil
		},
		func() (string, string, []string, []string) {
			sp, kp := bxPw(), bxPw()
			return "gradle.properties", fmt.Sprintf("org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8\nandroid.useAndroidX=true\nRELEASE_STORE_FILE=upload.jks\nRELEASE_STORE_PASSWORD=%s\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD=%s", sp, kp), []string{sp, kp}, []string{"android.useAndroidX=true"}
		},
		func() (string, string, []string, []string) {
			p := bxPw()
			return "gradle.properties", fmt.Sprintf("signing.keyId=%s\nsigning.password=%s\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\nmavenCentralUsername=%s", bxR(upper+digits, 8), p, bxL(bxUsers)), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			sp := bxPw()
			return "groovy", fmt.Sprintf("signingConfigs {\n    release {\n        storeFile file(\"keystore/release.jks\")\n        storePassword \"%s\"\n        keyAlias \"release\"\n        keyPassword \"%s\"\n    }\n}", sp, sp), []string{sp}, nil
		},
		func() (string, string, []string, []string) {
			p := bxPw()
			return "ruby-fastfile", fmt.Sprintf("lane :beta do\n  ENV[\"MATCH_PASSWORD\"] = \"%s\"\n  match(type: \"appstore\", readonly: true)\n  build_app(scheme: \"%s\")\n  upload_to_testflight\nend", p, bxTitle(bxL(bxWords))), []string{p}, []string{"upload_to_testflight"}
		},
		func() (string, string, []string, []string) {
			_, lines := bxPEM()
			body := "-----BEGIN PRIVATE KEY-----\\n" + lines[0] + "\\n" + lines[1] + "\\n-----END PRIVATE KEY-----"
			return "ruby-fastfile", fmt.Sprintf("app_store_connect_api_key(\n  key_id: \"%s\",\n  issuer_id: \"%s\",\n  key_content: \"%s\"\n)", bxR(upper+digits, 10), bxUUID(), body), []string{lines[0], lines[1]}, nil
		},
		func() (string, string, []string, []string) {
			p := bxPw()
			return "env", fmt.Sprintf("# fastlane/.env.default\nFASTLANE_USER=release@studio.dev\nFASTLANE_PASSWORD=%s\nFASTLANE_TEAM_ID=%s", p, bxR(upper+digits, 10)), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			k := bxGCPKey()
			return "xcconfig", "// Secrets.xcconfig (should be gitignored!)\nBACKEND_API_KEY = " + k + "\nPRODUCT_BUNDLE_IDENTIFIER = dev.forge." + bxL(bxWords), []string{k}, nil
		},
		func() (string, string, []string, []string) {
			p, s := bxPw(), "E3-"+bxR(upper+digits, 4)+"-"+bxR(upper+digits, 4)+"-"+bxR(upper+digits, 4)+"-"+bxR(upper+digits, 4)+"-"+bxR(upper+digits, 4)
			return "gha-yaml", fmt.Sprintf("- uses: game-ci/unity-builder@v4\n  env:\n    UNITY_EMAIL: build@pixelfox.games\n    UNITY_PASSWORD: %s\n    UNITY_SERIAL: %s\n  with:\n    targetPlatform: StandaloneWindows64", p, s), []string{p, s}, []string{"targetPlatform: StandaloneWindows64"}
		},
		func() (string, string, []string, []string) {
			sec := bxEOSSecret()
			return "unreal-ini", fmt.Sprintf("[/Script/OnlineSubsystemEOS.EOSSettings]\n+Artifacts=(ArtifactName=\"Game\",ClientId=\"xyza%s\",ClientSecret=\"%s\",ProductId=\"%s\",SandboxId=\"%s\",DeploymentId=\"%s\")", bxR(alnum, 28), sec, bxHex(32), bxHex(32), bxHex(32)), []string{sec}, nil
		},
		func() (string, string, []string, []string) {
			k := bxSteamKey()
			return "unreal-ini", fmt.Sprintf("[OnlineSubsystemSteam]\nbEnabled=true\nSteamDevAppId=%d\n; web api key for the leaderboard backend\nSteamWebApiKey=%s", bxN(400000, 2900000), k), []string{k}, []string{"bEnabled=true"}
		},
		func() (string, string, []string, []string) {
			p := bxRandPw()
			return "docker-compose", fmt.Sprintf("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: %s\n    ports:\n      - \"5432:5432\"", bxL(bxUsers), p), []string{p}, []string{"image: postgres:16"}
		},
		func() (string, string, []string, []string) {
			p := bxRandPw()
			return "appsettings.json", fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=%s;Database=Game;User Id=sa;Password=%s;TrustServerCertificate=True\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } }\n}", bxL(bxHosts), p), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			k := bxAzureKey()
			return "env", "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=" + bxL(bxWords) + "builds;AccountKey=" + k + ";EndpointSuffix=core.windows.net", []string{k}, nil
		},
		func() (string, string, []string, []string) {
			s := bxAzureSecret()
			return "json", fmt.Sprintf("{\n  \"appId\": \"%s\",\n  \"displayName\": \"gh-actions-deployer\",\n  \"password\": \"%s\",\n  \"tenant\": \"%s\"\n}", bxUUID(), s, bxUUID()), []string{s}, nil
		},
		func() (string, string, []string, []string) {
			t := bxJWT()
			return "kubeconfig", fmt.Sprintf("users:\n- name: ci-deployer\n  user:\n    token: %s\ncontexts:\n- name: staging\n  context: {cluster: staging, user: ci-deployer}", t), []string{t}, nil
		},
		func() (string, string, []string, []string) {
			block, _ := bxPEM()
			data := bxB64(block)
			return "kubeconfig", fmt.Sprintf("users:\n- name: admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n    client-key-data: %s", data), []string{data}, nil
		},
		func() (string, string, []string, []string) {
			t := bxSentry()
			return "properties", "defaults.url=https://sentry.io/\ndefaults.org=" + bxL(bxWords) + "-studio\ndefaults.project=" + bxL(bxProjects) + "\nauth.token=" + t, []string{t}, nil
		},
		func() (string, string, []string, []string) {
			u, p := bxL(bxUsers), bxPw()
			auth := bxB64(u + ":" + p)
			return "docker-config", fmt.Sprintf("{\n  \"auths\": {\n    \"%s\": {\n      \"auth\": \"%s\"\n    }\n  }\n}", bxP("https://index.docker.io/v1/", "ghcr.io", "registry.gitlab.com", "harbor.int.forge.dev"), auth), []string{auth}, nil
		},
	}
	var out []Sample
	for i := 0; i < 2*len(gens); i++ {
		if i >= len(gens) && i%4 != 0 {
			continue
		}
		f, text, secs, keep := gens[i%len(gens)]()
		s := bxS("config-"+f, f, text, secs...)
		if len(keep) > 0 {
			s = bxK(s, keep...)
		}
		out = append(out, s)
	}
	return out
}
