export {BranchList} from './BranchList.tsx';
