package main

import (
	"fmt"
	"strings"
)

// hcfWalletGens are texts holding wallet private keys, seed phrases and wallet passwords.
func hcfWalletGens() []hcfGen {
	return []hcfGen{
		func() Sample {
			pk, who := hcfPK(), hcfName()
			t := fmt.Sprintf("%s: %s\n%s: %s\n%s: %s", hcfName(), hcfP("can u fund the deployer on sepolia? i'm out of faucet eth",
				"deployer is dry again, need gas for the redeploy"), who, hcfP("just use mine, pk is ", "here's the hot wallet key: ", "take this one, key ")+pk,
				who, hcfP("it's a burner, only testnet", "delete after pls", "don't push it anywhere lol"))
			return hcfS("wallet-private-key", "chat", t, pk)
		},
		func() Sample {
			pk, n, addr := hcfPK(), hcfNetw(), hcfAddr()
			t := hcfLines("# "+hcfP("deploy", "local", "staging")+" env",
				"CHAIN_ID="+n.id,
				"RPC_URL=https://"+hcfP("ethereum-sepolia-rpc.publicnode.com", "rpc.sepolia.org", "sepolia.base.org"),
				"DEPLOYER_ADDRESS="+addr,
				hcfP("PRIVATE_KEY=", "DEPLOYER_PRIVATE_KEY=", "DEPLOYER_KEY=", "PK=")+pk,
				"GAS_PRICE_GWEI="+fmt.Sprint(hcfN(1, 40)))
			return hcfK("wallet-private-key", "env", t, []string{pk}, []string{addr})
		},
		func() Sample {
			a, b, n := "0x"+rnd(hexs, 64), "0x"+rnd(hexs, 64), hcfNetw()
			t := fmt.Sprintf(`require("@nomicfoundation/hardhat-toolbox");

/** @type import('hardhat/config').HardhatUserConfig */
module.exports = {
  solidity: "0.8.%d",
  networks: {
    %s: {
      url: "https://%s.g.alchemy.com/v2/demo",
      accounts: [
        "%s", // deployer
        "%s", // treasury
      ],
    },
  },
};`, hcfN(19, 28), n.name, n.alchemy, a, b)
			if hcfCoin(50) {
				t = strings.Replace(t, `"`+b+`", // treasury`, `process.env.TREASURY_KEY ?? "",`, 1)
				return hcfS("wallet-private-key", "code-js", t, a)
			}
			return hcfS("wallet-private-key", "code-js", t, a, b)
		},
		func() Sample {
			s := hcfSeed(hcfSeedN())
			t := hcfP("my metamask seed phrase is: ", "seed: ", "recovery phrase -> ", "hey, here's the phrase for the shared test wallet: ") + s +
				hcfP("", "\nlmk when you've imported it", "\n(don't screenshot it pls)", " — import it in rabby and check the balance")
			return hcfS("seed-phrase", "chat", t, s)
		},
		func() Sample {
			n := pick([]int{12, 24})
			ws := strings.Fields(hcfSeed(n))
			var lines []string
			for i, w := range ws {
				lines = append(lines, fmt.Sprintf("%d. %s", i+1, w))
			}
			block := strings.Join(lines, "\n")
			sec := strings.TrimPrefix(block, "1. ")
			t := hcfP("Ledger Nano X backup — DO NOT SHARE", "cold wallet (trezor) recovery words", "Safe signer #2 seed") +
				"\ncreated " + hcfDate() + "\n\n" + block + "\n\n" + hcfP("first address "+hcfAddr(), "derivation m/44'/60'/0'/0/0", "stored copy: steel plate in the safe")
			return hcfS("seed-phrase", "notes", t, sec)
		},
		func() Sample {
			ws := strings.Fields(hcfSeed(12))
			r1, r2 := strings.Join(ws[:6], "  "), strings.Join(ws[6:], "  ")
			t := "| " + hcfP("wallet", "Rabby test", "bot signer") + " | " + hcfDate() + " |\n\n" + r1 + "\n" + r2 +
				"\n\n" + hcfP("(12 words, no passphrase)", "wrote it in two rows like the card", "")
			return hcfS("seed-phrase", "notes", t, r1, r2)
		},
		func() Sample {
			s, n := hcfSeed(12), hcfNetw()
			t := fmt.Sprintf(`const config: HardhatUserConfig = {
  solidity: { version: "0.8.%d", settings: { optimizer: { enabled: true, runs: %d } } },
  networks: {
    %s: {
      url: process.env.%s_RPC_URL || "",
      accounts: {
        mnemonic: "%s",
        path: "m/44'/60'/0'/0",
        count: %d,
      },
    },
  },
};

export default config;`, hcfN(20, 28), pick([]int{200, 1000, 10000}), n.name, strings.ToUpper(n.name), s, hcfN(3, 10))
			return hcfS("seed-phrase", "code-ts", t, s)
		},
		func() Sample {
			s, key := hcfSeed(hcfSeedN()), hcfScanKey()
			if hcfCoin(50) {
				t := hcfLines("MNEMONIC=\""+s+"\"", "ETHERSCAN_API_KEY=", "REPORT_GAS=true")
				return hcfS("seed-phrase", "env", t, s)
			}
			t := hcfLines("MNEMONIC=\""+s+"\"", "ETHERSCAN_API_KEY="+key, "REPORT_GAS=true", "FORK_BLOCK="+hcfBlock())
			return hcfS("seed-phrase", "env", t, s, key)
		},
		func() Sample {
			pk, addr, name := "0x"+rnd(hexs, 64), hcfAddr(), hcfP("deployer", "ops", "keeper", "treasury-hot")
			t := fmt.Sprintf("$ cast wallet import %s --private-key %s\nEnter password:\n`%s` keystore was saved successfully. Address: %s\n$ cast wallet list\n%s (Local)",
				name, pk, name, addr, name)
			return hcfK("wallet-private-key", "shell", t, []string{pk}, []string{addr, name})
		},
		func() Sample {
			pk, tx, ca, n := "0x"+rnd(hexs, 64), hcfH32(), hcfAddr(), hcfNetw()
			t := fmt.Sprintf(`$ forge script script/Deploy.s.sol:Deploy --rpc-url %s --private-key %s --broadcast -vvv
[⠊] Compiling...
No files changed, compilation skipped
Script ran successfully.

== Logs ==
  Vault deployed at: %s

##### %s
✅  [Success] Hash: %s
Contract Address: %s
Block: %s
Paid: 0.%06d ETH (%d gas * %d.%d gwei)`, n.name, pk, ca, n.id, tx, ca, hcfBlock(), hcfN(1, 999999), hcfN(200000, 3000000), hcfN(0, 30), hcfN(0, 9))
			return hcfK("wallet-private-key", "shell", t, []string{pk}, []string{tx, ca})
		},
		func() Sample {
			pk := "0x" + rnd(hexs, 64)
			t := fmt.Sprintf(`from web3 import Web3
from eth_account import Account

w3 = Web3(Web3.HTTPProvider("http://127.0.0.1:8545"))
acct = Account.from_key("%s")
print("sniper wallet", acct.address, w3.eth.get_balance(acct.address))`, pk)
			return hcfS("wallet-private-key", "code-py", t, pk)
		},
		func() Sample {
			pk := hcfPK()
			t := fmt.Sprintf(`import { ethers } from "ethers";

const provider = new ethers.JsonRpcProvider(process.env.RPC_URL);
// TODO move to env before merging
const wallet = new ethers.Wallet("%s", provider);

async function main() {
  const nonce = await wallet.getNonce();
  console.log("next nonce", nonce);
}`, pk)
			return hcfS("wallet-private-key", "code-ts", t, pk)
		},
		func() Sample {
			pk := rnd(hexs, 64)
			t := fmt.Sprintf(`use alloy::signers::local::PrivateKeySigner;

fn signer() -> eyre::Result<PrivateKeySigner> {
    // liquidator hot key, %s
    let s: PrivateKeySigner = "%s".parse()?;
    Ok(s)
}`, hcfP("rotate weekly", "low balance only", "funded from the ops safe"), pk)
			return hcfS("wallet-private-key", "code-rs", t, pk)
		},
		func() Sample {
			nums := make([]string, 64)
			for i := range nums {
				nums[i] = fmt.Sprint(rng.IntN(256))
			}
			arr := strings.Join(nums, ",")
			pub := hcfSolPub()
			t := "$ solana address\n" + pub + "\n$ cat ~/.config/solana/" + hcfP("id.json", "deployer.json", "mint-authority.json") + "\n[" + arr + "]"
			return hcfK("solana-keypair", "shell", t, []string{arr}, []string{pub})
		},
		func() Sample {
			k := rnd(hcfB58, hcfN(87, 88))
			t := hcfP("exported the phantom key for the bot wallet: ", "Phantom > Show Private Key gave me ", "solana pk (base58) for the sniper: ") + k +
				hcfP("", "\nimport it into the .env as SOLANA_PRIVATE_KEY", "\nwallet "+hcfSolPub())
			return hcfS("solana-private-key", "chat", t, k)
		},
		func() Sample {
			w, addr := hcfWIF(), hcfBech32()
			t := fmt.Sprintf("$ bitcoin-cli -rpcwallet=%s dumpprivkey %s\n%s\n$ # sweep this into the new descriptor wallet, then delete history",
				hcfP("cold", "legacy", "exchange-hot"), addr, w)
			return hcfK("btc-wif-key", "shell", t, []string{w}, []string{addr})
		},
		func() Sample {
			x := "xprv9s21ZrQH143K" + rnd(hcfB58, 95)
			t := fmt.Sprintf("descriptor for the %s wallet (private, for the signing box only):\nwpkh(%s/84'/0'/0'/0/*)#%s",
				hcfP("treasury", "payroll", "mining payouts"), x, rnd("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 8))
			return hcfS("btc-xprv", "notes", t, x)
		},
		func() Sample {
			pw, addr := hcfPw(), hcfAddr()
			t := hcfP("keystore for ", "geth account ") + addr + hcfP(" is unlocked with ", " — password: ", ", keystore pw = ") + pw +
				hcfP("", "\n(file is UTC--"+hcfDate()+"T"+strings.ReplaceAll(hcfClock(), ":", "-")+".0Z--"+strings.ToLower(addr[2:])+")", "\ndon't lose it, no backup of the raw key")
			return hcfK("keystore-password", "chat", t, []string{pw}, []string{addr})
		},
		func() Sample {
			s, pw, nv := hcfSeed(24), hcfPw(), hcfN(2, 32)
			t := fmt.Sprintf(`Validator handover — %s

- deposit CLI mnemonic (used for %d validators, index 0..%d):
  %s
- keystore password for validator_keys/*.json: %s
- withdrawal address: %s
- clients: %s + %s on %s`, hcfDate(), nv, nv-1, s, pw, hcfAddr(), hcfP("lighthouse", "teku", "prysm", "nimbus"),
				hcfP("geth", "nethermind", "besu", "reth"), hcfP("val-01", "eth-node-a", "staker-nuc"))
			return hcfS("seed-phrase", "handover", t, s, pw)
		},
		func() Sample {
			pin, pp := rnd(digits, hcfN(4, 8)), hcfPw()
			if hcfCoin(50) {
				t := hcfLines(hcfP("trezor", "ledger", "keystone")+" notes", "PIN: "+pin, "no passphrase on this one, "+hcfToken()+" only")
				return hcfS("hw-wallet-pin", "notes", t, pin)
			}
			t := hcfLines(hcfP("trezor", "ledger", "keystone")+" notes", "PIN: "+pin, "passphrase (25th word): "+pp,
				"hidden wallet holds the "+hcfToken()+" bag, standard wallet is decoy")
			return hcfS("hw-wallet-pin", "notes", t, pin, pp)
		},
		func() Sample {
			s, who := hcfSeed(12), hcfName()
			t := fmt.Sprintf(`Subject: Re: wallet not syncing

Hi support,

I tried everything, the balance still shows 0. As you asked, here is my recovery phrase:

%s

Please fix it fast, I have %s %s in it.

%s`, s, fmt.Sprint(hcfN(2, 90)), hcfToken(), who)
			return hcfS("seed-phrase", "mail", t, s)
		},
		func() Sample {
			a1, a2, k1, k2 := hcfAddr(), hcfAddr(), hcfPK(), hcfPK()
			t := hcfLines("address,private_key,funded", a1+","+k1+",yes", a2+","+k2+","+hcfP("no", "yes"))
			return hcfK("wallet-private-key", "csv", t, []string{k1, k2}, []string{a1, a2})
		},
		func() Sample {
			pk, tok := "0x"+rnd(hexs, 64), hcfAddr()
			t := fmt.Sprintf(`# sniper.py
ROUTER = "%s"
TARGET_TOKEN = "%s"
PRIVATE_KEY = "%s"
SLIPPAGE_BPS = %d
`, hcfAddr(), tok, pk, hcfN(50, 1500))
			return hcfK("wallet-private-key", "code-py", t, []string{pk}, []string{tok})
		},
		func() Sample {
			j := "0x" + rnd(hexs, 64)
			t := fmt.Sprintf("$ cat /secrets/jwt.hex\n%s\n$ %s --authrpc.jwtsecret /secrets/jwt.hex --datadir /data/%s", j,
				hcfP("geth", "reth node", "nethermind"), hcfP("geth", "reth", "eth"))
			return hcfS("engine-jwt-secret", "shell", t, j)
		},
		func() Sample {
			pk, safe := hcfPK(), hcfAddr()
			t := fmt.Sprintf(`INC-%d: signer key exposure

Owner #%d of Safe %s pasted their signer key in #dev-general at %s UTC:
    %s
Actions: rotate owner via swapOwner, threshold stays %d/%d, review logs.`, hcfN(100, 999), hcfN(1, 5), safe, hcfHM(), pk, hcfN(2, 3), hcfN(4, 6))
			return hcfK("wallet-private-key", "ticket", t, []string{pk}, []string{safe})
		},
		func() Sample {
			pk := "0x" + rnd(hexs, 64)
			t := fmt.Sprintf("$ ape accounts import %s\nEnter Private Key: %s\nCreate Passphrase to encrypt account:\nRepeat for confirmation:\nSUCCESS: A new account '%s' with HDPath m/44'/60'/0'/0/0 has been added with the id '%s'",
				hcfP("deployer", "mm-bot"), pk, hcfP("deployer", "mm-bot"), hcfAddr())
			return hcfS("wallet-private-key", "shell", t, pk)
		},
		func() Sample {
			pk := rnd(hexs, 64)
			t := fmt.Sprintf(`diff --git a/.env b/.env
new file mode 100644
index 0000000..%s
--- /dev/null
+++ b/.env
@@ -0,0 +1,3 @@
+NETWORK=%s
+PRIVATE_KEY=%s
+USE_LEDGER=false`, rnd(hexs, 7), hcfNetw().name, pk)
			return hcfS("wallet-private-key", "diff", t, pk)
		},
		func() Sample {
			pk := "0x" + rnd(hexs, 64)
			t := fmt.Sprintf("%sT%sZ DEBUG keeper::signer loaded signer key=%s chain=%s\n%sT%sZ INFO keeper::loop checking %d vaults",
				hcfDate(), hcfClock(), pk, hcfNetw().id, hcfDate(), hcfClock(), hcfN(4, 300))
			return hcfS("wallet-private-key", "log", t, pk)
		},
		func() Sample {
			a1, a2, k1, k2 := hcfAddr(), hcfAddr(), "0x"+rnd(hexs, 64), "0x"+rnd(hexs, 64)
			t := fmt.Sprintf(`## Test wallets (%s only!)

| name | address | private key |
|------|---------|-------------|
| alice | %s | %s |
| bob | %s | %s |`, hcfNetw().name, a1, k1, a2, k2)
			return hcfK("wallet-private-key", "markdown", t, []string{k1, k2}, []string{a1, a2})
		},
		func() Sample {
			s := hcfSeed(12)
			t := hcfP("Oi, a frase da carteira de teste é: ", "Hola, la frase semilla de la wallet del bot: ", "Hi, die Seed-Phrase vom Testwallet lautet: ", "Salut, la phrase de récupération du wallet: ") +
				s + hcfP(" — não compartilhe", " (no la subas a github)", " (bitte nicht teilen)", " merci")
			return hcfS("seed-phrase", "chat", t, s)
		},
		func() Sample {
			s, addr := hcfSeed(hcfSeedN()), hcfAddr()
			t := fmt.Sprintf(`> const w = ethers.Wallet.createRandom()
> w.address
'%s'
> w.mnemonic.phrase
'%s'`, addr, s)
			return hcfK("seed-phrase", "shell", t, []string{s}, []string{addr})
		},
		func() Sample {
			pw := hcfPw()
			t := fmt.Sprintf("%s: what's the metamask password on the demo laptop?\n%s: %s\n%s: thx, the vault unlocked", hcfName(), hcfName(), pw, hcfName())
			return hcfS("wallet-password", "chat", t, pw)
		},
	}
}
